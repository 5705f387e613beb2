"""real-010 (text): Write "Hello" in big yellow letters in the centre, move it to the top left corner, then write "World" in blue where it used to be."""

from manim import *


class Main(Scene):
    def construct(self):
        hello = Text("Hello", color=YELLOW, font_size=96)
        self.play(Write(hello))
        self.wait(0.5)
        self.play(hello.animate.scale(0.5).to_corner(UL))
        world = Text("World", color=BLUE, font_size=96)
        self.play(Write(world))
        self.wait(0.5)
