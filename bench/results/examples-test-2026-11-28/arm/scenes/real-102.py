from manim import *

class DrawParallelLinesWithAngles(Scene):
    def construct(self):
        # draw the parallel lines
        line1 = Line(UP, DOWN, color=WHITE, stroke_width=10)
        line2 = line1.copy().shift(RIGHT * 4)
        self.play(Create(line1), Create(line2), run_time=1.5)
        
        # draw the slanted line
        slanted_line = Line(line1.get_left(), line1.get_right(), color=RED, stroke_width=10)
        self.play(Create(slanted_line), run_time=1.5)
        
        # find the points where the lines are cut
        intersection1 = line1.get_midpoint()[slanted_line]
        intersection2 = line2.get_midpoint()[slanted_line]
        
        # draw the arcs to mark the alternate angles
        arc1 = Arc(start_angle=180 - 50 * DEGREES, radius=1, color=BLUE)
        arc2 = Arc(start_angle=180 + 50 * DEGREES, radius=1, color=BLUE)
        self.play(Create(arc1), Create(arc2), run_time=1.5)
        
        # label the angles
        angle1_label = MathTex(r"50^\circ", font_size=36, color=BLUE)
        angle2_label = MathTex(r"50^\circ", font_size=36, color=BLUE)
        angle1_label.move_to(arc1.get_center() + LEFT * 1.5 + DOWN * 0.5)
        angle2_label.move_to(arc2.get_center() + LEFT * 1.5 + DOWN * 0.5)
        self.play(Create(angle1_label), Create(angle2_label), run_time=1.5)
        
        # play a short delay
        self.wait(1)