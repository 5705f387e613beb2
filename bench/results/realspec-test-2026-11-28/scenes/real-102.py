from manim import *

class ParallelLinesWithAngles(Scene):
    def construct(self):
        # Draw the first parallel line
        line1 = Line(LEFT * 2, RIGHT * 2, color=BLUE)
        self.play(Create(line1))

        # Draw the second parallel line
        line2 = Line(LEFT * 2, RIGHT * 2, color=BLUE)
        self.play(Create(line2))

        # Draw the slanted line
        slanted_line = Line(LEFT * 2, RIGHT * 2, color=RED)
        self.play(Create(slanted_line))

        # Mark the alternate angles
        angle1 = Arc(0, 50 * DEGREES, 50 * DEGREES, color=RED)
        angle2 = Arc(0, 180 - 50 * DEGREES, 50 * DEGREES, color=RED)
        angle1.shift(RIGHT * 1)
        angle2.shift(RIGHT * 1)
        self.play(Create(angle1), Create(angle2))