from manim import *

class MovingCircle(Scene):
    def construct(self):
        # Create a big square
        square = Square(side_length=4, color=WHITE)
        self.play(Create(square))
        
        # Create a small circle
        circle = Circle(radius=0.5, color=BLUE)
        
        # Position the small circle at the center of the square
        circle.move_to(square.get_center())
        
        # Move the small circle along the outline of the square
        for _ in range(4):
            self.play(circle.animate.shift(RIGHT))
            self.play(circle.animate.shift(UP))
            self.play(circle.animate.shift(LEFT))
            self.play(circle.animate.shift(DOWN))
        
        self.wait()