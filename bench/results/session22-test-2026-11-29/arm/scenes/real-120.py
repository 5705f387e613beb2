from manim import *

class StarAndCircle(Scene):
    def construct(self):
        # upper right area of the screen
        upper_right = Rectangle(width=0.5, height=0.5, color=YELLOW).shift(RIGHT * 0.5)
        # left half of the screen
        left_half = Rectangle(width=0.5, height=1, color=BLUE).shift(LEFT * 0.5)
        # the centre of the left half is a quarter of the width from the middle
        quarter = config.frame_width / 4
        # star with the caption "Star" under it centred in the left half
        star = Star(color=YELLOW).scale(1.2).move_to(LEFT * quarter)
        caption = Text("Star", font_size=32).next_to(star, DOWN)
        # circle with the caption "Circle" under it centred in the left half
        circle = Circle(radius=0.5, color=PURPLE).move_to(LEFT * quarter)
        caption = Text("Circle", font_size=32).next_to(circle, DOWN)
        self.play(Create(upper_right))
        self.play(Create(left_half))
        self.play(Create(star), Write(caption))
        self.play(Create(circle), Write(caption))
        self.wait()