from manim import *

class GreenPentagonOrangeHexagon(Scene):
    def construct(self):
        pentagon = RegularPolygon(n=5, color=GREEN, fill_opacity=0.6)
        hexagon = RegularPolygon(n=6, color=ORANGE, fill_opacity=0.6).scale(1.2)
        row = VGroup(pentagon, hexagon).arrange(RIGHT, buff=1.5)
        self.play(FadeIn(row))
        self.wait(0.5)
        # Rotate turns each shape about its own centre, so none of them moves away
        self.play(
            Rotate(pentagon, angle=2 * PI),
            run_time=3,
        )
        self.wait()