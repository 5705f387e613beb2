from manim import *

class StarAndCircle(Scene):
    def construct(self):
        # the upper right area of the screen
        upper_right = Rectangle(width=config.frame_width / 2, height=config.frame_height / 2, color=YELLOW).shift(UP * config.frame_height / 2)
        upper_right.to_corner(UR)
        # the left half of the screen
        left_half = Rectangle(width=config.frame_width / 2, height=config.frame_height, color=BLUE).shift(LEFT * config.frame_width / 2)
        left_half.scale(0.93).shift(3.56 * RIGHT)
        # the star is in the upper right area
        star = Star(color=YELLOW).scale(1.5).move_to(upper_right.get_center())
        # the circle is in the left half
        circle = Circle(radius=1, color=PURPLE).move_to(left_half.get_center())
        self.play(Create(upper_right))
        self.play(Create(left_half))
        self.play(Create(star))
        self.play(Create(circle))
        self.wait()