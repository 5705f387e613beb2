from manim import *


class FillScreenScale(Scene):
    """A small green hexagon in the centre grows until it fills most of the screen (scaled to 90% of the frame height), then the word "Large" is written inside it."""

    def construct(self):
        shape = RegularPolygon(n=6, color=GREEN, fill_opacity=0.3).scale(0.4)
        self.play(Create(shape))
        self.play(shape.animate.scale_to_fit_height(config.frame_height * 0.9), run_time=2)
        word = Text("Large", font_size=72).move_to(shape)
        self.play(Write(word))
        self.wait()
