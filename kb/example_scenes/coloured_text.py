from manim import *


class ColouredText(Scene):
    """Coloured text: a sentence with some words in different colours (t2c) and a gradient title."""

    def construct(self):
        title = Text("Colours", font_size=60, gradient=(BLUE, GREEN)).to_edge(UP)
        line = Text("red green blue", font_size=44, t2c={"red": RED, "green": GREEN, "blue": BLUE})
        self.play(Write(title))
        self.play(Write(line))
        self.wait()
