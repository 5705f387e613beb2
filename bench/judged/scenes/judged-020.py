from manim import *

class DerivativeDefinition(Scene):
    def construct(self):
        top_line = Line(ORIGIN, RIGHT * 10, color=WHITE)
        top_line.set_length(2)
        top_line.set_stroke(WHITE, 2)
        top_line.set_opacity(0.5)
        top_line.move_to(ORIGIN)  # Move the line to the left of the frame

        derivative_text = Text("The derivative is defined as the limit of the difference quotient as h approaches zero.", font_size=36)
        derivative_text.next_to(top_line, DOWN, buff=0.8)
        derivative_text.scale(0.7)  # Scale down the text to fit within the frame

        x_squared_text = Text("The derivative of x^2, equal to 2x, is 2x.", font_size=36)
        x_squared_text.next_to(derivative_text, DOWN, buff=0.8)
        x_squared_text.scale(0.7)  # Scale down the text to fit within the frame

        self.add(top_line, derivative_text, x_squared_text)