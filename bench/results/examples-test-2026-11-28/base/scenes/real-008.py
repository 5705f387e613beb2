from manim import *


class OrangeTriangleWithBlueCircle(Scene):
    def construct(self):
        # big orange triangle
        big_triangle = Triangle(color=ORANGE, fill_opacity=0.7)
        big_triangle.scale(2)
        # small blue circle
        small_circle = Circle(color=BLUE, fill_opacity=0.7)
        small_circle.scale(0.5)
        # position the small circle below the big triangle
        small_circle.move_to(big_triangle.get_center() + DOWN * 1.5)
        # arrange the shapes
        shapes = VGroup(big_triangle, small_circle)
        self.play(Create(shapes))
        # shrink the triangle to half its size
        self.play(big_triangle.animate.scale(0.5))
        self.wait()