from manim import *


class CountdownGo(Scene):
    def construct(self):
        numbers = [Text(str(i), font_size=100) for i in range(5, 0, -1)]
        for number in numbers:
            self.play(Write(number))
            self.wait(1)
        go = Text("Go!", font_size=100, color=GREEN)
        self.play(Write(go))
        self.wait()