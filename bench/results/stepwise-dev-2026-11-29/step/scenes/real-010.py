from manim import *

class HelloInYellow(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72, color=YELLOW).move_to(ORIGIN)
        self.play(Write(hello))
        self.wait()

        world = Text("World", color=BLUE).move_to(hello.get_center())
        self.play(hello.animate.move_to(LEFT * 2 + UP))
        self.play(world.animate.shift(RIGHT * 3))
        self.wait()