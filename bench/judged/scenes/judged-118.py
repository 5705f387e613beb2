from manim import *


class SkyGroundLine(Scene):
    def construct(self):
        line = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        sky = Text("sky", font_size=44).move_to(line.get_top())
        sky.shift(0.55 * DOWN)
        ground = Text("ground", font_size=44).move_to(line.get_bottom())
        ground.shift(0.55 * UP)
        self.play(Create(line))
        self.play(Write(sky), Write(ground))
        self.wait()
