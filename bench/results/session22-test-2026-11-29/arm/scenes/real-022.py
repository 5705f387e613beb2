from manim import *


class EulerIdentity(Scene):
    def construct(self):
        # Create the large letters
        letters = Text("e^{i\\pi} + 1 = 0", font_size=100)
        self.play(Create(letters))
        # Shrink the letters to fit the frame width
        letters.scale_to_fit_width(config.frame_width)
        self.play(letters.animate.scale(0.5).shift(UP), run_time=2)
        self.wait()