from manim import *


class ScaleAndWriteBig(Scene):
    def construct(self):
        square = Square(side_length=1, color=GREEN).scale(0.4)
        self.play(Create(square))
        self.play(square.animate.scale_to_fit_height(config.frame_height * 0.9), run_time=2)
        big_text = Text("Big", font_size=72).move_to(square)
        self.play(Write(big_text))
        self.wait()