from manim import *

class TrafficLight(Scene):
    def construct(self):
        # Tall dark rectangle
        rectangle = Rectangle(width=10, height=3, color=BLACK)
        self.play(Create(rectangle))
        
        # Three circles in a column
        circles = VGroup()
        for color in [RED, YELLOW, GREEN]:
            circle = Circle(radius=1, color=color)
            circle.move_to(rectangle)
            circles.add(circle)
        circles.arrange(DOWN, buff=0.5)
        
        # Top circle (red)
        top_circle = circles[0]
        self.play(top_circle.animate.set_fill(YELLOW))
        
        # Middle circle (yellow)
        middle_circle = circles[1]
        self.play(middle_circle.animate.set_fill(ORANGE))
        
        # Bottom circle (green)
        bottom_circle = circles[2]
        self.play(bottom_circle.animate.set_fill(GREEN))
        
        self.wait()