from manim import *

class EquationWithBraces(Scene):
    def construct(self):
        # Define the equation y = mx + b
        m = 2
        b = 3
        x = np.linspace(-10, 10, 400)
        y = m * x + b

        # Create the line
        line = Line(ORIGIN, np.array([10, b, 0]), color=BLUE)
        self.play(Create(line))

        # Create the brace for the slope term
        slope_brace = Brace(line, UP)
        self.play(Create(slope_brace))

        # Create the brace for the intercept term
        intercept_brace = Brace(line, RIGHT)
        self.play(Create(intercept_brace))

        # Add labels to the line
        label = MathTex("y = mx + b").next_to(line, DOWN, buff=0.5)
        self.play(Write(label))

        # Add the equation to the scene
        self.play(Write(MathTex("y = mx + b").next_to(line, DOWN, buff=0.5)))
        self.wait()

        # Add the slope term label
        slope_label = Text("slope term").next_to(slope_brace, UP, buff=0.5)
        self.play(Write(slope_label))

        # Add the intercept term label
        intercept_label = Text("intercept").next_to(intercept_brace, RIGHT, buff=0.5)
        self.play(Write(intercept_label))