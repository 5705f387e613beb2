from manim import *


class CatDogBird(Scene):
    def construct(self):
        words = VGroup(Text("cat"), Text("dog"), Text("bird"))
        words.arrange(RIGHT)
        self.play(Write(words))
        self.wait()
        self.play(Rotate(words, angle=PI / 2))
        self.wait()