from manim import *

class TriangleWithMidpoint(Scene):
    def construct(self):
        # Define the points P, Q, and R
        P = np.array([0, 0, 0])
        Q = np.array([4, 0, 0])
        R = np.array([2, 3, 0])

        # Draw the triangle
        triangle = Polygon(P, Q, R, color=BLUE)

        # Draw the line from P to the midpoint of QR
        mid_QR = (Q + R) / 2
        mid_QR = mid_QR + 0.3 * (Q - R)  # To make it a little longer
        line = Line(P, mid_QR, color=YELLOW)

        # Play the scene
        self.play(Create(triangle), Create(line))
        self.wait()