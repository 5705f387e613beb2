from manim import *


class IsoscelesTriangleWithTickMarks(Scene):
    def construct(self):
        # Define the vertices of the isosceles triangle
        A = np.array([0, 0, 0])
        B = np.array([1, 0, 0])
        C = np.array([0.5, np.sqrt(3)/2, 0])

        # Create the triangle
        triangle = Polygon(A, B, C, color=BLUE)

        # Create the tick marks on the two equal sides
        tick_mark_A = Line(A, B, color=RED)
        tick_mark_B = Line(B, C, color=RED)

        # Create the labels for the top vertex P and the base angles x
        P = np.array([0.5, 0, 0])
        x = np.pi / 3  # Base angle in radians
        label_P = Text("P", font_size=28).next_to(P, DOWN)
        label_x = Text(f"x = {x:.2f} rad", font_size=28).next_to(P, RIGHT)

        # Add the tick marks and labels to the scene
        self.play(Create(triangle))
        self.play(Create(tick_mark_A), Create(tick_mark_B))
        self.play(Write(label_P), Write(label_x))
        self.wait()