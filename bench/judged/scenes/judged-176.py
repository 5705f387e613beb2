from manim import *

class AngleExample(Scene):
    def construct(self):
        A = LEFT * 3 + DOWN * 1.5
        B = RIGHT * 3 + DOWN * 1.5
        C = A + 4 * np.array([np.cos(60 * DEGREES), np.sin(60 * DEGREES), 0])
        triangle = Polygon(A, B, C, color=BLUE)
        centre = triangle.get_center_of_mass()

        def corner_label(text, vertex):
            # push the label from the centre of the triangle out past the vertex
            away = normalize(vertex - centre)
            return MathTex(text).move_to(vertex + 0.4 * away)

        labels = VGroup(corner_label("A", A), corner_label("B", B), corner_label("C", C))
        angle_A = Angle(Line(A, B), Line(A, C), radius=0.7, color=YELLOW)
        degrees = round(angle_A.get_value(degrees=True))
        value = MathTex(f"{degrees}^\\circ", color=YELLOW, font_size=36)
        # sit the value just beyond the middle of the arc
        value.move_to(Angle(Line(A, B), Line(A, C), radius=1.2).point_from_proportion(0.5))
        self.play(Create(triangle))
        self.play(Write(labels))
        self.play(Create(angle_A))
        self.play(Write(value))
        self.wait()