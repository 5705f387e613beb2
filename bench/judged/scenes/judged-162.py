from manim import *

class HelloMove(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72)
        self.play(Write(hello))
        self.play(hello.animate.scale(0.5).to_corner(UL))
        world = Text("World", font_size=72)
        self.play(hello.animate.scale(1).to_corner(DL))
        self.play(Write(world))
        self.wait()