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
        small_circle.move_to(big_triangle.get_center() + DOWN * 0.5)
        # arrange the objects
        self.play(Create(big_triangle), Create(small_circle))
        # shrink the triangle to half its size
        self.play(big_triangle.animate.scale(0.5))
        self.wait()