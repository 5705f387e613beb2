from manim import *

class EarthMoonOrbit(Scene):
    def construct(self):
        sun = Dot(radius=0.4, color=YELLOW)
        earth = Dot(radius=0.18, color=BLUE)
        moon = Dot(radius=0.07, color=GREY_B)
        earth.set_center(sun.get_center())
        moon.set_center(earth.get_center() + 0.6 * RIGHT)
        frame = Square(side_length=3, color=WHITE).shift(RIGHT * 3.5)
        # radius = half the side, so the circle touches all four sides
        inscribed = Circle(radius=frame.side_length / 2, color=GREEN).move_to(frame)
        caption = Text("inscribed circle", font_size=30).next_to(frame, DOWN)

        self.play(Create(sun))
        self.play(Create(earth), FadeIn(moon))
        self.play(Rotate(earth, angle=2 * PI, about_point=sun.get_center()), rate_func=linear)
        self.play(Rotate(moon, angle=2 * PI, about_point=earth.get_center()), rate_func=linear)
        self.play(Create(inscribed))
        self.play(Write(caption))
        self.wait()