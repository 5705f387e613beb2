from manim import *

class Angle60(Scene):
    def construct(self):
        # Create a point and draw two rays from it
        center = np.array([0, 0, 0])
        point = Dot(color=BLUE)
        ray1 = Line(center, point + RIGHT, color=RED)
        ray2 = Line(center, point + UP, color=RED)
        self.play(Create(point))
        self.play(Create(ray1), Create(ray2))

        # Calculate the angle between the rays
        angle = np.arctan2(1, 1)
        angle_degrees = np.degrees(angle)

        # Draw an arc between the rays with the calculated angle
        arc = ArcBetweenPoints(
            start=point + RIGHT * np.cos(angle_degrees / 2),
            end=point + UP * np.sin(angle_degrees / 2),
            radius=1.5,
            stroke_color=ORANGE,
            start_angle=angle_degrees / 2
        )
        self.play(Create(arc))

        # Write the angle inside the arc
        value = MathTex(f"{angle_degrees}^\\circ", color=YELLOW, font_size=36)
        value.move_to(arc.point_from_proportion(0.5))
        self.play(Create(value))

        self.wait()