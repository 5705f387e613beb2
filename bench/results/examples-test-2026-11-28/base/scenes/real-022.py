from manim import *


class EulerIdentity(Scene):
    def construct(self):
        # Create the large letters
        letters = Text("e^{i\\pi} + 1 = 0", font_size=100, fill_opacity=0.7).to_edge(UP)
        self.play(Create(letters))

        # Shrink and move the letters to the top
        self.play(letters.animate.scale(0.2, about_point=letters.get_center()),
                  letters.animate.move_to(UP))
        self.wait()