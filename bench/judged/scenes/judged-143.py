from manim import *

class EquationSteps(Scene):
    def construct(self):
        # Write the first equation
        eq1 = MathTex("3x + 5 = 11")
        self.play(Write(eq1))
        self.wait(1)
        
        # Write the second equation
        eq2 = MathTex("3x = 6")
        self.play(TransformMatchingTex(eq1, eq2))
        self.wait(1)
        
        # Write the final answer
        eq3 = MathTex("x = 2")
        eq3.set_color(YELLOW)  # Set color to yellow
        self.play(TransformMatchingTex(eq2, eq3))
        self.wait(1)
        
        # Box the answer
        box = SurroundingRectangle(eq3, color=YELLOW, buff=0.15)
        self.play(Create(box))
        self.wait()