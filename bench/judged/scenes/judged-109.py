from manim import *

class ClockFace(Scene):
    def construct(self):
        # Draw the clock face
        clock_face = Circle(radius=3, color=WHITE)
        self.play(Create(clock_face))
        
        # Draw the hour hand
        hour_hand = Line(np.array([0, 0, 0]), np.array([1, 0, 0]), color=RED)
        self.play(Create(hour_hand))
        
        # Draw the minute hand
        minute_hand = Line(np.array([0, 0, 0]), np.array([1, 0, 0]), color=BLUE)
        self.play(Create(minute_hand))
        
        # Move the minute hand to the right
        minute_hand.animate.rotate(360 * 60 / 60)
        
        # Move the hour hand to the right
        hour_hand.animate.rotate(360 * 12 / 60)
        
        self.wait()