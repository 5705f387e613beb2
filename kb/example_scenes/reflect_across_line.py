from manim import *


class ReflectAcrossLine(Scene):
    """A dashed vertical line down the middle of the screen and an orange triangle on its left; a copy of the triangle flips over the line to become its mirror image on the right, and the captions "original" and "mirror" appear under the two triangles (copy, Rotate with axis=UP about a point on the line)."""

    def construct(self):
        mirror_line = DashedLine(UP * 3.5, DOWN * 3.5, color=GREY)
        original = Polygon(
            LEFT * 4.5 + DOWN,
            LEFT * 1 + DOWN,
            LEFT * 1.5 + UP * 1.5,
            color=ORANGE,
            fill_opacity=0.6,
        )
        original_caption = Text("original", font_size=32).next_to(original, DOWN)
        self.play(Create(mirror_line))
        self.play(DrawBorderThenFill(original), Write(original_caption))
        # a half turn about the vertical line (axis=UP) mirrors left and right
        mirror = original.copy()
        self.play(
            Rotate(mirror, angle=PI, axis=UP, about_point=mirror_line.get_center()), run_time=2
        )
        mirror_caption = Text("mirror", font_size=32).next_to(mirror, DOWN)
        self.play(Write(mirror_caption))
        self.wait()
