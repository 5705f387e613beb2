"""real-086 (sequences): Write the numbers 1, 2, 3 and 4 one by one in a row, then draw a circle around the 3 and finally move the 3 above the row."""

from manim import *


class Main(Scene):
    def construct(self):
        nums = VGroup(*[MathTex(str(k), font_size=72) for k in range(1, 5)]).arrange(RIGHT, buff=1)
        for n in nums:
            self.play(Write(n), run_time=0.5)
        ring = Circle(radius=0.5, color=YELLOW).move_to(nums[2])
        self.play(Create(ring))
        self.play(nums[2].animate.shift(UP * 2), ring.animate.shift(UP * 2))
        self.wait(0.5)
