from manim import *

class RectangleDiagonals(Scene):
    def construct(self):
        rectangle = Rectangle(color=BLUE, height=2, width=4)
        self.play(Create(rectangle))

        diagonal1 = Line(rectangle.get_corner(UL), rectangle.get_corner(DR))
        diagonal2 = Line(rectangle.get_corner(UR), rectangle.get_corner(DL))
        self.play(Create(diagonal1), Create(diagonal2))

        triangle1 = Polygon(rectangle.get_corner(UL), rectangle.get_corner(DR), rectangle.get_corner(UR))
        triangle2 = Polygon(rectangle.get_corner(UL), rectangle.get_corner(DL), rectangle.get_corner(DR))
        triangle3 = Polygon(rectangle.get_corner(UL), rectangle.get_corner(DL), rectangle.get_corner(UR))
        triangle4 = Polygon(rectangle.get_corner(UL), rectangle.get_corner(DL), rectangle.get_corner(DR))

        triangle1.move_to(LEFT * 1.5 + DOWN * 1.5)
        triangle2.move_to(RIGHT * 1.5 + DOWN * 1.5)
        triangle3.move_to(LEFT * 1.5 + DOWN * 1.5)
        triangle4.move_to(RIGHT * 1.5 + DOWN * 1.5)

        self.play(Create(triangle1), Create(triangle2), Create(triangle3), Create(triangle4))
        self.play(triangle1.animate.set_color(YELLOW), triangle2.animate.set_color(YELLOW), triangle3.animate.set_color(YELLOW), triangle4.animate.set_color(YELLOW))
        self.wait()