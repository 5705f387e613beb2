from manim import *

class BlueCarDrive(Scene):
    def construct(self):
        car = Rectangle(width=1, height=2, color=BLUE).move_to(LEFT * 4.5)
        curve = always_redraw(lambda: ParametricFunction(lambda t: np.array([np.cos(t), np.sin(t), 0]), t_range=[0, TAU], color=YELLOW))
        self.play(Create(car), Create(curve))
        self.wait()