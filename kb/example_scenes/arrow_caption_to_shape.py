from manim import *


class ArrowCaptionToShape(Scene):
    """A green hexagon in the centre of the screen, the caption "hexagon" in the top-left area with an arrow pointing from the caption to the hexagon, then a yellow box is drawn around the hexagon (RegularPolygon(n=6), to_corner(UL), Arrow from caption.get_bottom() to hexagon.get_left(), SurroundingRectangle)."""

    def construct(self):
        hexagon = RegularPolygon(n=6, color=GREEN, fill_opacity=0.5).scale(1.5)
        caption = Text("hexagon", font_size=36).to_corner(UL, buff=1)
        # the arrow starts under the caption and stops at the hexagon's left corner
        arrow = Arrow(caption.get_bottom(), hexagon.get_left(), color=WHITE)
        box = SurroundingRectangle(hexagon, color=YELLOW, buff=0.2)
        self.play(DrawBorderThenFill(hexagon))
        self.play(Write(caption))
        self.play(GrowArrow(arrow))
        self.play(Create(box))
        self.wait()
