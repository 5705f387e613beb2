from manim import *


class LongArrow(Scene):
    def construct(self):
        # Create the white arrow
        arrow = Arrow(ORIGIN, ORIGIN + 10 * RIGHT, buff=0, color=WHITE)
        
        # Create the red dot at the tail of the arrow
        red_dot = Dot(ORIGIN, color=RED)
        
        # Create the green dot at the head of the arrow
        green_dot = Dot(ORIGIN + 10 * RIGHT, color=GREEN)
        
        # Set the dot at the tail to be at the left end of the arrow
        red_dot.move_to(ORIGIN)
        
        # Set the dot at the head to be at the right end of the arrow
        green_dot.move_to(ORIGIN + 10 * RIGHT)
        
        # Add the arrow and dots to the scene
        self.play(Create(arrow), Create(red_dot), Create(green_dot))
        self.wait()