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
        angle1 = Arc(0, PI/4, color=RED)
        angle2 = Arc(PI/4, 3*PI/4, color=RED)
        angle1.shift(LEFT * 3)
        angle2.shift(RIGHT * 3)
        self.play(Create(angle1), Create(angle2))

        # Label the angles
        label1 = Text("50°", color=RED)
        label2 = Text("50°", color=RED)
        label1.next_to(angle1, RIGHT, buff=0.5)
        label2.next_to(angle2, RIGHT, buff=0.5)
        self.play(Write(label1), Write(label2))