from manim import *


class OneToThree(Scene):
    def construct(self):
        text = Text("One", font_size=48, color=WHITE)
        self.play(Write(text))
        self.wait(1)
        self.play(text.animate.replace(Text("Two", font_size=48, color=WHITE)))
        self.wait(1)
        self.play(text.animate.replace(Text("Three", font_size=48, color=BLUE)))
        self.wait()