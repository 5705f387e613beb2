from manim import *


class EulerIdentity(Scene):
    def construct(self):
        # Create the large letters
        letters = Text("e^{i\\pi} + 1 = 0", font_size=100)
        self.play(Create(letters))
        # Shrink the letters to fit most of the screen width
        letters.scale(0.5)
        self.play(letters.animate.shift(UP * config.frame_height))
        self.wait()