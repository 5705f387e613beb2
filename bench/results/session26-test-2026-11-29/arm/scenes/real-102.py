from manim import *

class ParallelLinesWithAngles(Scene):
    def construct(self):
        # Draw two parallel horizontal lines
        line1 = Line(UP, DOWN, color=WHITE, stroke_width=10)
        line2 = Line(UP, DOWN, color=WHITE, stroke_width=10)
        line1.shift(LEFT * 5)
        line2.shift(RIGHT * 5)
        self.play(Create(line1), Create(line2))

        # Draw a slanted line cutting the parallel lines
        slanted_line = Line(line1.get_center(), line2.get_center(), color=RED, stroke_width=10)
        self.play(Create(slanted_line))

        # Mark the two alternate angles with arcs
        angle1 = Arc(0, PI/4, color=BLUE, stroke_width=10)
        angle2 = Arc(PI/4, 3*PI/4, color=BLUE, stroke_width=10)
        angle1.shift(LEFT * 3)
        angle2.shift(RIGHT * 3)
        self.play(Create(angle1), Create(angle2))

        # Label the angles
        label1 = Text("50°", font_size=72).next_to(angle1, DOWN, buff=0.8)
        label2 = Text("50°", font_size=72).next_to(angle2, DOWN, buff=0.8)
        self.play(FadeIn(label1), FadeIn(label2))