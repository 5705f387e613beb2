from manim import *

class SquareAndCount(Scene):
    def construct(self):
        square = Square(color=BLUE, fill_opacity=0.5)
        self.play(Create(square))
        self.play(square.animate.scale(2))
        count_text = Text("1x", font_size=24, color=WHITE)
        self.play(Write(count_text))
        for i in range(1, 3):
            count_text.set_x(i * 2)
            self.play(count_text.animate.shift(RIGHT * 2))
        self.play(Write(Text("2x", font_size=24, color=WHITE)))
        self.wait()