from manim import *


class HelloToBonjour(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72)
        self.play(Write(hello))
        self.play(Transform(hello, Text("Bonjour", font_size=72, color=BLUE)))
        self.play(hello.animate.move_to(UP * 2))
        self.wait()