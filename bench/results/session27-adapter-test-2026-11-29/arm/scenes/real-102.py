from manim import *

class ParallelLinesWithAngles(Scene):
    def construct(self):
        # Draw two parallel horizontal lines
        line1 = Line(UP, DOWN, color=WHITE, stroke_width=10)
        line2 = Line(UP, DOWN, color=WHITE, stroke_width=10)
        line1.shift(LEFT * 3)
        line2.shift(RIGHT * 3)
        self.play(Create(line1), Create(line2))
        
        # Draw a slanted line cutting the two parallel lines
        slanted_line = Line(line1.get_center(), line2.get_center(), color=RED, stroke_width=10)
        self.play(Create(slanted_line))
        
        # Mark the two alternate angles with arcs in the same colour, labelled 50°
        angle1 = Arc(start_angle=PI/4, angle=PI/2, radius=0.5, color=BLUE)
        angle2 = Arc(start_angle=PI/4, angle=PI/2, radius=0.5, color=BLUE)
        angle1.shift(LEFT * 2)
        angle2.shift(RIGHT * 2)
        self.play(Create(angle1), Create(angle2))
        
        # Label the angles with 50°
        label1 = Text("50°", font_size=36).next_to(angle1, DOWN, buff=0.5)
        label2 = Text("50°", font_size=36).next_to(angle2, DOWN, buff=0.5)
        self.play(Create(label1), Create(label2))
        
        self.wait()