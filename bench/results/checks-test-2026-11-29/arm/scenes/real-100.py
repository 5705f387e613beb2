from manim import *

class IsoscelesTriangleWithMarkingsAndLabels(Scene):
    def construct(self):
        P = np.array([1, 0, 0])
        Q = np.array([3, 0, 0])
        R = np.array([1.5, np.sqrt(3)/2, 0])

        # Draw the base of the triangle
        base = Line(P, Q)

        # Draw the vertex P
        vertex = Dot(R)

        # Draw the two equal sides
        side1 = Line(Q, R)
        side2 = Line(R, P)

        # Add the equal side markings
        side1_tick = Line(Q, P, color=WHITE)
        side2_tick = Line(R, Q, color=WHITE)

        # Add the vertex label P
        P_label = Text("P").move_to(P)

        # Add the base angle label x
        x_label = Text("x").move_to(R)

        # Arrange the objects
        self.play(Create(base), Create(vertex), Create(side1), Create(side2), Create(side1_tick), Create(side2_tick), Create(P_label), Create(x_label))
        self.wait()