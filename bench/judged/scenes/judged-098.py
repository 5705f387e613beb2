from manim import *


class CircleWithChordAndPerpendicular(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE)
        chord = Line(circle.get_center(), circle.point_at_angle(35 * DEGREES), color=RED)
        perpendicular = Line(circle.get_center(), chord.get_start(), color=GREEN)
        # the perpendicular is perpendicular to the chord
        perpendicular.set_angle(90 * DEGREES)
        # the right angle is formed by the perpendicular and the chord
        right_angle = Line(circle.get_center(), perpendicular.get_start(), color=ORANGE)
        self.play(Create(circle), Create(chord), Create(perpendicular), Create(right_angle))
        self.wait()