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
        arc1 = Arc(start_angle=180 - 50 * DEGREES, radius=0.5, color=BLUE)
        arc2 = Arc(start_angle=50 * DEGREES, radius=0.5, color=BLUE)
        
        # position the arcs at the intersection points
        arc1.next_to(intersection1, LEFT, buff=0.3)
        arc2.next_to(intersection2, RIGHT, buff=0.3)
        
        # add the arcs to the scene
        self.play(Create(arc1), Create(arc2), run_time=1.5)