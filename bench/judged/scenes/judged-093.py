from manim import *

class ClockLikeCircle(Scene):
    def construct(self):
        # Define the clock-like circle
        circle = Circle(color=WHITE, radius=2)
        self.play(Create(circle))
        
        # Define the hand
        hand = Line(start=circle.get_center(), end=circle.get_center() + np.array([1, 0, 0]), color=RED)
        self.play(Create(hand))
        
        # Define the number
        number = Text("12", font_size=40, color=WHITE)
        number.move_to(circle.get_center() + np.array([1, 0, 0]) + np.array([0, 0, 2]))
        self.play(Create(number))
        
        # Turn the hand
        for _ in range(12):
            hand.rotate(PI / 12, about_point=circle.get_center())
            self.wait(1)