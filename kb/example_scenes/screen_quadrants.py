from manim import *


class ScreenQuadrants(Scene):
    """A horizontal and a vertical line cross in the middle of the screen and split it into four quadrants, labelled I, II, III and IV at the centre of each quadrant (I top right, II top left, III bottom left, IV bottom right); then a red dot moves from the crossing point into the top-right quadrant (config.frame_width / 4, config.frame_height / 4)."""

    def construct(self):
        w, h = config.frame_width, config.frame_height
        horizontal = Line(LEFT * w / 2, RIGHT * w / 2)
        vertical = Line(DOWN * h / 2, UP * h / 2)
        # the centre of a quadrant is a quarter of the width and height away from the middle
        dx, dy = w / 4, h / 4
        top_right = RIGHT * dx + UP * dy
        labels = VGroup(
            MathTex(r"\mathrm{I}", font_size=72).move_to(top_right),
            MathTex(r"\mathrm{II}", font_size=72).move_to(LEFT * dx + UP * dy),
            MathTex(r"\mathrm{III}", font_size=72).move_to(LEFT * dx + DOWN * dy),
            MathTex(r"\mathrm{IV}", font_size=72).move_to(RIGHT * dx + DOWN * dy),
        )
        dot = Dot(ORIGIN, color=RED, radius=0.15)
        self.play(Create(horizontal), Create(vertical))
        self.play(LaggedStart(*[Write(label) for label in labels], lag_ratio=0.3))
        self.play(FadeIn(dot))
        # stop just below the "I" so the dot does not cover the label
        self.play(dot.animate.move_to(top_right + DOWN * 1), run_time=1.5)
        self.wait()
