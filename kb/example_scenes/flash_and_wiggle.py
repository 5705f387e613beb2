from manim import *


class EmphasisEffects(Scene):
    """Emphasis effects on shapes: a star flashes, a square wiggles, and a circle is circumscribed, side by side."""

    def construct(self):
        star = Star(color=YELLOW, fill_opacity=0.6)
        square = Square(color=BLUE)
        circle = Circle(color=RED)
        VGroup(star, square, circle).arrange(RIGHT, buff=1.2)
        self.add(star, square, circle)
        self.play(Flash(star, flash_radius=1.2))
        self.play(Wiggle(square))
        self.play(Circumscribe(circle, shape=Circle))
        self.wait()
