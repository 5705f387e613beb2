from manim import *


class CircleAndChord(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE)
        # draw the chord across the upper half of the circle
        chord = Line(circle.point_at_angle(0), circle.point_at_angle(PI / 2), color=YELLOW)
        # draw the radius from the centre to the middle of the chord
        radius = Line(circle.get_center(), circle.point_at_angle(PI / 4), color=YELLOW)
        # place the radius in the upper half of the circle
        radius.next_to(circle, UP, buff=0.1)
        # place the chord in the upper half of the circle
        chord.next_to(radius, DOWN, buff=0.1)
        self.play(Create(circle), FadeIn(chord), Write(radius))
        self.wait()