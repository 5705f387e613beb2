from manim import *


class SwapText(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72)
        world = Text("World", font_size=72, color=YELLOW)
        hello.next_to(world, LEFT)
        self.play(Write(hello), Write(world))
        self.wait(0.5)
        # path_arc bends both paths; they turn the same way, so they pass without touching
        self.play(Swap(hello, world, path_arc=PI / 2), run_time=2)
        self.wait()
