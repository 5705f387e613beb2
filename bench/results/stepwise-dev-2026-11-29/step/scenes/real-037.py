from manim import *

class NumberLineExample(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=10, include_numbers=True)
        triangle = Triangle(color=RED).move_to(line.n2p(0.75))
        self.play(Create(line))
        self.play(Create(triangle))
        self.play(Transform(triangle, triangle.copy().move_to(line.n2p(0.75))))
        self.wait()

        num = DecimalNumber(0, num_decimal_places=2, mob_class=Text, include_sign=False, group_with_commas=True, digit_buff_per_font_unit=0.001, show_ellipsis=False, unit=None, unit_buff_per_font_unit=0, include_background_rectangle=False, edge_to_fix=LEFT, font_size=48, stroke_width=0, fill_opacity=1.0, **{})
        self.play(Write(num))
        self.play(num.animate.set_value(0.75))