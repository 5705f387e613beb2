from manim import *

class HelloMoveToCorner(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72)
        self.play(Write(hello))
        self.play(hello.animate.scale(0.5).to_corner(UL))
        self.play(hello.animate.to_corner(ORIGIN))
        self.wait()
        world = Text("World", font_size=72)
        self.play(world.animate.to_corner(UL))