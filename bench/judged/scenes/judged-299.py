from manim import *

class PurpleCircleWithDots(Scene):
    def construct(self):
        purple_circle = Circle(radius=4, color=PURPLE).shift(RIGHT * 5)
        dots = [Dot(purple_circle.get_center()).set_color(WHITE) for _ in range(3)]

        # arrange the dots horizontally
        dots_group = Group(*dots).arrange(RIGHT)

        # create the circle group and add all elements
        circle_group = Group(purple_circle, dots_group)
        self.add(circle_group)

        # shrink the circle around the dots
        self.play(purple_circle.animate.scale(0.5))
        self.wait()