from manim import *


class HelloToWorld(Scene):
    def construct(self):
        hello = Text("Hello", font_size=96, color=YELLOW)
        self.play(Write(hello))
        self.play(hello.animate.scale(0.5).to_corner(UL))
        world = Text("World", font_size=96, color=BLUE)
        self.play(Transform(hello, world))
        self.wait()